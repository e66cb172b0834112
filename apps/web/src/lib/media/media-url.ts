import { API_HOST } from '../api/client';

/** Stored media come back as /media/... paths; the API host serves them. */
export const mediaUrl = (url: string) => (url.startsWith('/') ? `${API_HOST}${url}` : url);
