/** What every back-office route of the money pages declares beside its permission (OpenAPI tag, bearer). */
export const tags = ['admin'];
export const security = [{ bearer: [] }];
