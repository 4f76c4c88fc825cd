import { Global, Module } from '@nestjs/common';
import { PageRefresh } from './page-refresh.service';
import { PublicPages } from './public-pages.service';
import { RenderPagesHandler } from './render-pages.handler';

/** What content changes tell: the public pages must be rendered again. Used by the API and the worker. */
@Global()
@Module({ providers: [PublicPages], exports: [PublicPages] })
export class PagesModule {}

/** Worker side: the `renderPages` handler and the periodic full render. */
@Module({ providers: [RenderPagesHandler, PageRefresh] })
export class PagesWorkerModule {}
