/**
 * GET /api/content/categories: every category the blog has. Served by server/blog/blog-routes.ts;
 * no page asks for it (the blog takes its categories from the list), but it is defined here with
 * the area's other endpoints, so every endpoint of the area has one home.
 */
import { defineEndpoint } from '@estes/shared/api';
import { categoriesAnswerSchema } from '../domain/blog-post';

export const getCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/content/categories',
  response: categoriesAnswerSchema,
});
