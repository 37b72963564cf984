export const handler = async () => ({});
