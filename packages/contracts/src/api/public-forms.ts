/**
 * The public forms, each declared once (docs/conventions.md, "Adding a public form"): its name, fields, JSON route
 * and rate bucket. Its no-script action (the page server's: it sends the fields to the JSON route and answers with
 * the site's pages), its API-table entry, FORM_ACTIONS, FORM_SENT_PAGES and the route guard's list of public writes
 * are derived from it; the backend gives each its answer and README note (backend/src/public-forms) and derives its
 * route and spam handling from the same entry.
 * What is here is in every public page's shared API chunk: no texts (the operator's name of a form is its handler's
 * `label`).
 */
import {
  type ConcreteCalculationInput,
  type ConcreteCalculationResult,
  type RenovationCalculationInput,
  type RenovationCalculationResult,
} from '../calculators';
import { CONCRETE_FIELDS, RENOVATION_FIELDS } from '../calculator-form';
import { type ContactRequest } from '../contact';
import { type GalleryQuoteRequestBody } from '../gallery';
import { type DetailedQuoteRequest, type StorePhoneRequest, type SuccessResponse } from '../leads';
import { type BlogDraftCreated, type EmailToBlogInput } from '../blog';
import { type OrderAccepted, type OrderAcceptRequest } from '../orders';
import { type QuoteEmailRequest, type QuoteEmailResult } from '../quote-email';
import { type SpamSignals } from '../spam';
import { type PageKey, type PathParams } from '../pages';
import { type Endpoint, type HttpMethod } from './endpoint';

/** Where the no-script posts live (the page server's): a form's action is this plus its name in kebab case. */
export const FORMS_PATH = '/api/forms';

/** The rate-limit bucket of a form's post (the backend's `publicWriteRateLimit`). */
export type PublicWriteKind = 'calculation' | 'lead';

export interface PublicFormDeclaration<
  Name extends string = string,
  Field extends string = string,
  JsonName extends string = string,
  Sent extends boolean = boolean,
  Answer = unknown,
  Body = unknown,
  Params extends string = string,
> {
  /** Its key everywhere: spam counts, FORM_ACTIONS, the API table's `<name>Form` entry. */
  name: Name;
  /** The fields of its `<form>`, as posted (the JSON body's names). */
  fields: readonly Field[];
  /** The rate-limit bucket of its post. */
  rateLimit: PublicWriteKind;
  /** The island's JSON post: its API-table name and path. */
  json: { name: JsonName; path: string };
  /** The no-script post (derived: FORMS_PATH/<kebab-name>, then the JSON route's parameters: `/:token`). */
  action: string;
  /** A thank-you page (GET `<action>/sent`) the no-script post leads to. */
  sentPage: Sent;
  /**
   * The page the form is on when its route has parameters (the same ones, e.g. the share token): the page server
   * renders it on every request, a post the API took leads back to it (303) and a refused one shows it again.
   */
  page?: PageKey;
  /** Phantom: types only, never set at runtime. */
  readonly types?: { answer: Answer; body: Body; params: Params };
}

/** Any declared form (the phantom types are covariant, so every declaration is one). */
export type AnyPublicForm = PublicFormDeclaration<string, string, string, boolean, unknown, unknown, string>;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A route's parameters as path segments: '/api/orders/:token' → '/:token'. */
const routeParams = (path: string): string => (path.match(/\/:\w+/g) ?? []).join('');

/**
 * `definePublicForm<Answer, Body>()({ name, fields, rateLimit, json })`: the types, then the data. The result's
 * `Sent` is NoInfer: a list's element type (AnyPublicForm) must not widen an absent `sentPage` to boolean.
 */
export function definePublicForm<Answer, Body>() {
  return <
    const Name extends string,
    const Field extends string,
    const JsonName extends string,
    const Sent extends boolean = false,
    const JsonPath extends string = string,
  >(definition: {
    name: Name;
    fields: readonly Field[];
    rateLimit: PublicWriteKind;
    json: { name: JsonName; path: JsonPath };
    sentPage?: Sent;
    page?: PageKey;
  }): PublicFormDeclaration<Name, Field, JsonName, NoInfer<Sent>, Answer, Body, PathParams<JsonPath>> => ({
    ...definition,
    action: `${FORMS_PATH}/${kebab(definition.name)}${routeParams(definition.json.path)}`,
    sentPage: (definition.sentPage ?? false) as Sent,
  });
}

/** What a form's JSON post answers. */
export type PublicFormAnswer<D> =
  D extends PublicFormDeclaration<string, string, string, boolean, infer A, unknown> ? A : never;
/** What a form's JSON post sends. */
export type PublicFormBody<D> =
  D extends PublicFormDeclaration<string, string, string, boolean, unknown, infer B> ? B : never;
/** The fields of a form's `<form>`. */
export type PublicFormField<D> = D extends PublicFormDeclaration<string, infer F> ? F : never;
/** The parameters of a form's JSON route ('/api/orders/:token' → 'token'). */
export type PublicFormParams<D> =
  D extends PublicFormDeclaration<string, string, string, boolean, unknown, unknown, infer P> ? P : never;

/** The API-table entries of some forms: their JSON posts, by `json.name`. */
export type PublicFormEndpoints<Forms extends Record<string, AnyPublicForm>> = {
  [K in keyof Forms as Forms[K]['json']['name']]: Endpoint<
    PublicFormAnswer<Forms[K]>,
    PublicFormBody<Forms[K]> & SpamSignals,
    PublicFormParams<Forms[K]>
  >;
};

/** A form's route on the API as `METHOD path` with its rate bucket: its JSON post, a public write. */
export function publicFormRoutes(
  form: AnyPublicForm,
): { name: string; method: HttpMethod; path: string; rateLimit: PublicWriteKind }[] {
  return [{ name: form.json.name, method: 'POST', path: form.json.path, rateLimit: form.rateLimit }];
}

/** The API-table entries of some forms (typed by PublicFormEndpoints). */
export function publicFormEndpoints<Forms extends Record<string, AnyPublicForm>>(
  forms: Forms,
): PublicFormEndpoints<Forms> {
  const entries = Object.values(forms).flatMap(publicFormRoutes);
  return Object.fromEntries(
    entries.map(({ name, method, path }) => [name, { method, path, access: 'public' }]),
  ) as PublicFormEndpoints<Forms>;
}

/** The forms of a list by their names. */
function byName<const List extends readonly AnyPublicForm[]>(
  list: List,
): { [D in List[number] as D['name']]: D } {
  return Object.fromEntries(list.map((form) => [form.name, form])) as {
    [D in List[number] as D['name']]: D;
  };
}

export const PUBLIC_FORMS = byName([
  definePublicForm<ConcreteCalculationResult, ConcreteCalculationInput>()({
    name: 'concreteCalculation',
    fields: CONCRETE_FIELDS,
    rateLimit: 'calculation',
    json: {
      name: 'calculateConcrete',
      path: '/api/calculate-concrete',
    },
  }),
  definePublicForm<RenovationCalculationResult, RenovationCalculationInput>()({
    name: 'renovationCalculation',
    fields: RENOVATION_FIELDS,
    rateLimit: 'calculation',
    json: {
      name: 'calculateRenovation',
      path: '/api/calculate-renovation',
    },
  }),
  definePublicForm<SuccessResponse, ContactRequest>()({
    name: 'contact',
    fields: ['name', 'email', 'message'],
    rateLimit: 'lead',
    json: {
      name: 'contact',
      path: '/api/contact',
    },
    sentPage: true,
  }),
  definePublicForm<SuccessResponse, StorePhoneRequest>()({
    name: 'phoneService',
    fields: ['calculationId', 'service', 'phone'],
    rateLimit: 'lead',
    json: {
      name: 'storePhone',
      path: '/api/store-phone',
    },
  }),
  definePublicForm<SuccessResponse, DetailedQuoteRequest>()({
    name: 'detailedQuote',
    fields: ['calculationId', 'phone'],
    rateLimit: 'lead',
    json: {
      name: 'detailedQuote',
      path: '/api/detailed-quote',
    },
  }),
  definePublicForm<QuoteEmailResult, QuoteEmailRequest>()({
    name: 'quoteEmail',
    fields: ['calculationId', 'email', 'contactConsent'],
    rateLimit: 'lead',
    json: {
      name: 'quoteEmail',
      path: '/api/quote-email',
    },
  }),
  definePublicForm<SuccessResponse, GalleryQuoteRequestBody>()({
    name: 'galleryPriceCheck',
    fields: [
      'galleryNumber',
      'customerName',
      'customerEmail',
      'customerPhone',
      'requestedService',
      'message',
    ],
    rateLimit: 'lead',
    json: {
      name: 'galleryQuoteRequest',
      path: '/api/gallery-quote-request',
    },
  }),
  definePublicForm<BlogDraftCreated, EmailToBlogInput>()({
    name: 'blogFromEmail',
    fields: ['subject', 'body'],
    rateLimit: 'lead',
    json: {
      name: 'blogFromEmail',
      path: '/api/blog/from-email',
    },
    sentPage: true,
  }),
  // 'Angebot annehmen': opened by the share token in its path (the page and the form's action carry it).
  definePublicForm<OrderAccepted, OrderAcceptRequest>()({
    name: 'order',
    fields: [
      'option',
      'siteAddress',
      'phone',
      'window1Date',
      'window1Slot',
      'window2Date',
      'window2Slot',
      'window3Date',
      'window3Slot',
      'note',
      'signatureName',
      'confirmed',
    ],
    rateLimit: 'lead',
    json: {
      name: 'acceptOrder',
      path: '/api/orders/:token',
    },
    page: 'order',
  }),
]);

export type PublicFormName = keyof typeof PUBLIC_FORMS;

/** Every declared form, in declaration order. */
export const PUBLIC_FORM_LIST: readonly AnyPublicForm[] = Object.values(PUBLIC_FORMS);
