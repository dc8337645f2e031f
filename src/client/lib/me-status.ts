export const ME_STATUS_KEY = ['/api/me/status'] as const;
