/** WeChat's API errors: `{errcode, errmsg}` with its codes. */
export const wxError = (errcode: number, errmsg: string) => ({ errcode, errmsg });
