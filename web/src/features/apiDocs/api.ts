/** The API's OpenAPI document (GET /api/openapi.json): the one apiDocs module that calls the API. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ApiDocument } from './openApiModel';

/** The path the server serves the document at, under the API's base URL. */
export const OPENAPI_PATH = '/openapi.json';

export function useApiDocument() {
  return useQuery({
    queryKey: ['openapi'],
    // Not an envelope: the client hands a body without `data` back as it is.
    queryFn: () => api.get<ApiDocument>(OPENAPI_PATH),
    staleTime: Infinity,
  });
}
