/** Query keys of the area: every write refreshes what starts with ADS_KEY. */
export const ADS_KEY = ['ads'] as const;

export const adsKeys = {
  overview: [...ADS_KEY, 'overview'] as const,
  banners: (locale: string) => [...ADS_KEY, 'banners', locale] as const,
  banner: (id: number) => [...ADS_KEY, 'banner', id] as const,
  alerts: (locale: string) => [...ADS_KEY, 'alerts', locale] as const,
};
