import { Route, Routes } from '@stairs/router';
import {
  FORM_ACTIONS,
  FORM_PAGE_FRAME,
  FORM_SENT_PAGES,
  FORMS_ON_PAGES,
  REMOTE_FORM_PAGES,
  REMOTE_ROUTES,
} from '@stairs/contracts';
import { RemoteRoute } from './federation/RemoteRoute';
import { Layout } from './frame/Layout';
import { ContactAnswerPage, ContactSentPage } from './pages/home/ContactAnswerPage';
import { HomePage } from './pages/home/HomePage';
import { FormPageFrame } from './pages/FormPageFrame';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * Every route of the spec's table: home and 404 in the shell, the rest lazy-loaded from its remote; the pages that
 * answer a form sent without script (the page server renders them: the shell's contact form, the remotes' forms,
 * their results, and a remote page's form at its action, the page with the post's answer); and the frame the page
 * renderer writes for the API's form pages.
 */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {REMOTE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
        ))}
        {FORMS_ON_PAGES.map(({ action, page }) => (
          <Route key={action} path={action} element={<RemoteRoute route={{ ...page, path: action }} />} />
        ))}
        {REMOTE_FORM_PAGES.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
        ))}
        <Route path={FORM_ACTIONS.contact} element={<ContactAnswerPage />} />
        <Route path={FORM_SENT_PAGES.contact} element={<ContactSentPage />} />
        <Route path={FORM_PAGE_FRAME.renderPath} element={<FormPageFrame />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
