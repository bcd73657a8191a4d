import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './app-router.ts';

/** The OpenAPI document of every REST path, generated from the procedures' meta and schemas. */
export function openApiDocument(baseUrl = '/') {
  return generateOpenApiDocument(appRouter, {
    title: 'Arena Championships API',
    description:
      'Plain HTTP + JSON adapters over the tRPC procedures. Errors are `{ "error": message, "code": CODE, "requestId": id }`.',
    version: '1.0.0',
    baseUrl,
  });
}
