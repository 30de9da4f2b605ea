import { runAreaStandalone } from '@estes/shared/standalone';
import { areaRoutes } from './routes';

runAreaStandalone('planning', areaRoutes);
