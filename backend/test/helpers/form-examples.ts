import { publicFormRoutes } from '@stairs/contracts';
import { type PublicFormExampleContext, type PublicFormHandler } from '../../src/public-forms/public-form';

/** A valid post of a public form's route, from its handler's `example`: a JSON body or a form post's fields. */
export type ExamplePost = { path: string } & ({ json: object } | { form: Record<string, string> });

/** Every post route of a form (its JSON post and, while the API answers it, its no-script post), each valid. */
export function examplePosts(
  handler: PublicFormHandler,
  context: Omit<PublicFormExampleContext, 'email'>,
): Record<string, ExamplePost> {
  const { form } = handler;
  if (typeof handler.example !== 'function') {
    throw new Error(
      `The public form '${form.name}' has no example: give its handler (definePublicFormHandler) \`example\`, a valid post.`,
    );
  }
  const posts: Record<string, ExamplePost> = {};
  for (const route of publicFormRoutes(form).filter(({ method }) => method === 'POST')) {
    // Its own address per route: the same body sent twice a day counts against one recipient's quota.
    const example = handler.example({ ...context, email: `${route.name.toLowerCase()}@example.at` });
    const params: Record<string, string> = example.params ?? {};
    const path = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    if (route.name === form.json.name) {
      posts[route.name] = { path, json: example.body as object };
      continue;
    }
    // Without script every field is text; the JSON body's fields that the form has, as the browser sends them.
    const fields: Record<string, unknown> = example.form ?? (example.body as Record<string, unknown>);
    posts[route.name] = {
      path,
      form: Object.fromEntries(
        form.fields
          .filter((field) => fields[field] !== undefined && fields[field] !== null)
          .map((field) => [field, String(fields[field])]),
      ),
    };
  }
  return posts;
}
