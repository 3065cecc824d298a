// The API's development key (the server's API_KEY default), in a module of its own: the first screen needs it as the
// fallback of config/runtime-config.ts and must not pull zod in with env-schema.ts.
export const developmentApiKey = 'glo-ogo-dev-key';
