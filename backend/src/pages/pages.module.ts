import { Global, Module } from '@nestjs/common';
import { PublicPages } from './public-pages.service';
import { RenderPagesHandler } from './render-pages.handler';
import { RenderPagesOnStart } from './render-on-start';

/** What content changes tell: the public pages must be rendered again. Used by the API and the worker. */
@Global()
@Module({ providers: [PublicPages], exports: [PublicPages] })
export class PagesModule {}

/** Worker side: the `renderPages` handler (after content changes, at start, and the scheduled full render). */
@Module({ providers: [RenderPagesHandler, RenderPagesOnStart] })
export class PagesWorkerModule {}
