/** A caller's X-Request-Id is kept only when it looks like one; otherwise the app makes its own. */
export const REQUEST_ID = /^[\w.-]{8,64}$/;
