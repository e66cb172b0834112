/** A locale's banners as the banners list asks for them: the query of `adsEndpoints.listBanners`. */
export const bannerListQuery = (locale: string) => ({ locale });
