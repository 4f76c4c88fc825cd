import { type Type } from '@nestjs/common';
import {
  type AnyPublicForm,
  type PublicFormAnswer,
  type PublicFormBody,
  type PublicFormParams,
} from '@stairs/contracts';

/** The providers a form's answers use, by a name of the form's choosing. */
export type ServiceTokens = Record<string, Type>;

/** What a JSON post brings besides its body: its route's parameters (a share token) and the client's address. */
export interface PublicFormRequest {
  params: Record<string, string>;
  /** `req.ip`: the client as TRUST_PROXY lets the API see it. */
  clientIp: string;
}

/** What a valid post of a form may refer to: records a test makes before it calls every form. */
export interface PublicFormExampleContext {
  /** A stored calculation's id (a result page's follow-ups). */
  calculationId: string;
  /** The number of a picture the gallery shows. */
  galleryNumber: string;
  /** An e-mailed quote's share token. */
  shareToken: string;
  /** An e-mail address no other example was given (a recipient's daily quota is its own). */
  email: string;
}

/** A valid post of a form (backend/test/fuzz.int.test.ts calls every declared form with it). */
export interface PublicFormExample<D extends AnyPublicForm> {
  body: PublicFormBody<D>;
  params?: Record<PublicFormParams<D>, string>;
}

/** Those providers' instances, under the same names. */
export type Services<S extends ServiceTokens> = { [K in keyof S]: InstanceType<S[K]> };

/**
 * The backend half of a public form (the contracts' PUBLIC_FORMS entry is the other): its name for the operator,
 * the DTO its JSON post is checked with, its answer and what a caught post is answered with. Its route, rate limit and spam check follow from
 * it (public-form-routes.ts); nothing else is written per form (the page server answers its posts without script).
 * Methods (not function properties), so a form's own DTO and services fit the registry's list.
 */
export interface PublicFormHandler<
  D extends AnyPublicForm = AnyPublicForm,
  Dto extends object = object,
  S extends ServiceTokens = ServiceTokens,
> {
  form: D;
  /**
   * Its name for the operator (the spam counts of the operations console): a text of the contracts, or its own
   * words here (infra/lint/vocabulary.test.mjs keeps every other source from restating it).
   */
  label: string;
  /** The DTO the JSON body is checked with (by the global pipe's rules). */
  dto: Type<Dto>;
  services: S;
  /** What the README's endpoint table says of its JSON post (backend/src/docs). */
  readme: { json?: string };
  /** OpenAPI: the route's tag and summary. */
  openApi: { tag: string; json: string };
  /** 201 where the JSON post creates what its answer names (the blog draft); 200 otherwise. */
  status?: 200 | 201;
  /** A person's JSON post, checked: stored, mailed, queued; its answer. */
  answer(dto: Dto, services: Services<S>, request: PublicFormRequest): Promise<PublicFormAnswer<D>>;
  /** A caught JSON post, checked: the same answer as a person's, nothing stored (docs/decisions.md, spam). */
  decoy(dto: Dto, services: Services<S>, request: PublicFormRequest): Promise<PublicFormAnswer<D>>;
  /** A valid post, for the tests that call every form. */
  example(context: PublicFormExampleContext): PublicFormExample<D>;
}

/** Declares a form's backend half (types inferred from `form`, `dto` and `services`). */
export function definePublicFormHandler<D extends AnyPublicForm, Dto extends object, S extends ServiceTokens>(
  handler: PublicFormHandler<D, Dto, S>,
): PublicFormHandler<D, Dto, S> {
  return handler;
}
