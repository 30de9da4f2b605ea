/**
 * React Router, as area code uses it. Remotes import the router from here, never from
 * react-router-dom: this package is a federation singleton, so they get the shell's one
 * router (one context, one history), while react-router-dom itself is not shared and the
 * shell's build keeps only the parts the site uses (decision 010). Add an export here when
 * an area needs it; the shell carries it from its next deploy.
 */
export {
  data,
  generatePath,
  isRouteErrorResponse,
  Link,
  NavLink,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, LoaderFunctionArgs, NavLinkProps, Params } from 'react-router-dom';
