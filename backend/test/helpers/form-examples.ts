import { publicFormRoutes } from '@stairs/contracts';
import { type PublicFormExampleContext, type PublicFormHandler } from '../../src/public-forms/public-form';

/** A valid post of a public form's route, from its handler's `example`: its path and JSON body. */
export interface ExamplePost {
  path: string;
  json: object;
}

/** Every post route of a form (its JSON post), each valid. */
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
  for (const route of publicFormRoutes(form)) {
    // Its own address per route: the same body sent twice a day counts against one recipient's quota.
    const example = handler.example({ ...context, email: `${route.name.toLowerCase()}@example.at` });
    const params: Record<string, string> = example.params ?? {};
    const path = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    posts[route.name] = { path, json: example.body as object };
  }
  return posts;
}
