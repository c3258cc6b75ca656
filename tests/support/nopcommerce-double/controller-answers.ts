/**
 * Two answers of the plugin besides its models that http.ts does not have: a bare `BadRequest()`
 * of an [ApiController] (BaseNopWebApiController.cs), which ASP.NET Core turns into problem
 * details, and an exception that is not a NopException, which ErrorHandlerMiddleware.cs answers
 * 500 with its message.
 */
import type { DoubleAnswer } from './http'

export const bareBadRequest: DoubleAnswer = {
  status: 400,
  json: {
    type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
    title: 'Bad Request',
    status: 400,
  },
}

export const serverError = (message: string): DoubleAnswer => ({
  status: 500,
  json: { message, inner_exception_message: null, stack_trace: '' },
})
