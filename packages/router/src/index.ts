// The router of every app, re-exported from react-router. Module Federation ships a shared package whole and
// cannot drop what nobody imports: sharing react-router itself put all of it (data routers, server rendering,
// cookies: 59 KB gzip) on the first load of every page. Sharing this module instead shares one router with only
// the parts listed here. Apps import routing from '@stairs/router' only (lint enforces it), so there is never a
// second router on the page. Add a name here when an app needs it.
export {
  BrowserRouter,
  createPath,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  StaticRouter,
  useLocation,
  useParams,
  type Navigator,
  type To,
} from 'react-router';
