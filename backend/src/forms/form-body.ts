import { UnsupportedMediaTypeException } from '@nestjs/common';
import { API_MESSAGES, BLOG_LIMITS, FORM_ACTIONS } from '@stairs/contracts';
import express, { type RequestHandler } from 'express';
import { verifyFormUtf8 } from '../common/utf8-body';

/** Where the forms' routes live: every path of FORM_ACTIONS starts with it. */
export const FORMS_PATH = FORM_ACTIONS.contact.slice(0, FORM_ACTIONS.contact.lastIndexOf('/'));

/**
 * Room for the longest form the DTOs accept (the blog e-mail: subject and body at their limits) even if every
 * character is a 3-byte UTF-8 one, percent-encoded into 9 bytes: a text the JSON route takes is never refused here
 * as too large (about 180 KB; every other form needs far less).
 */
export const FORM_BODY_LIMIT =
  (BLOG_LIMITS.emailSubjectMaxLength + BLOG_LIMITS.emailBodyMaxLength) * 9 + 1024;

/** More fields than any form of the site has (the largest has six, plus a submit button). */
const FORM_FIELD_LIMIT = 50;

export const URLENCODED = 'application/x-www-form-urlencoded';

const parseUrlencoded = express.urlencoded({
  extended: false,
  limit: FORM_BODY_LIMIT,
  parameterLimit: FORM_FIELD_LIMIT,
  type: URLENCODED,
  verify: verifyFormUtf8,
});

/**
 * The body of a form post, mounted on FORMS_PATH only (before the JSON parser): what a browser sends for a
 * `<form method="post">`, application/x-www-form-urlencoded, parsed into plain text fields. Anything else (JSON,
 * multipart, no body type) is refused with 415 before it is read, so the JSON parser never sees a form route's
 * body and the JSON routes never parse a urlencoded one. Parser errors (413 too large or too many fields, 415 an
 * unknown charset, 400 bytes that are no UTF-8) go on to the body-parser error handler like the JSON parser's.
 */
export const formBody: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST') return next();
  if (req.is(URLENCODED) !== URLENCODED) {
    return next(new UnsupportedMediaTypeException(API_MESSAGES.unsupportedMediaType));
  }
  parseUrlencoded(req, res, next);
};
