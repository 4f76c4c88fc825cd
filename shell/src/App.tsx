import { Route, Routes } from '@stairs/router';
import { ANSWER_PAGE_LIST, FORM_ACTIONS, FORM_SENT_PAGES, REMOTE_ROUTES } from '@stairs/contracts';
import { RemoteRoute } from './federation/RemoteRoute';
import { Layout } from './frame/Layout';
import { ContactAnswerPage, ContactSentPage } from './pages/home/ContactAnswerPage';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * Every route of the spec's table: home and 404 in the shell, the rest lazy-loaded from its remote; the pages that
 * answer a form sent without script and the blog list's further pages (the page server renders them: the shell's
 * own and the remotes' ANSWER_PAGE_LIST).
 */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {[...REMOTE_ROUTES, ...ANSWER_PAGE_LIST].map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
        ))}
        <Route path={FORM_ACTIONS.contact} element={<ContactAnswerPage />} />
        <Route path={FORM_SENT_PAGES.contact} element={<ContactSentPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
