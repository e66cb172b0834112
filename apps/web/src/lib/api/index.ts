export { isAuthorized, setAuthorized, useAuthorized } from './auth-state';
export {
  ApiRequestError,
  apiJson,
  apiRequest,
  describeFailure,
  type TRequestOptions,
} from './client';
export { errorMessage } from './error-message';
export { initErrorReporting, reportError } from './error-reporting';
export { clearReusedGets } from './get-reuse';
