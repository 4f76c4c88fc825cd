import { type DynamicModule, Module } from '@nestjs/common';
import { SpamModule } from '../spam/spam.module';
import { type PublicFormHandler } from './public-form';
import { publicFormController } from './public-form-routes';

/** The routes of the given public forms (API process only): the app registers PUBLIC_FORM_HANDLERS. */
@Module({})
export class PublicFormsModule {
  static register(handlers: readonly PublicFormHandler[]): DynamicModule {
    return {
      module: PublicFormsModule,
      imports: [SpamModule],
      controllers: handlers.map(publicFormController),
    };
  }
}
