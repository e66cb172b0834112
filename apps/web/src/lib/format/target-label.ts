const LABELS: Record<string, string> = {
  'custom_rtmp.hd': 'Custom RTMP HD',
  'custom_rtmp.full_hd': 'Custom RTMP Full HD',
  'facebook.api': 'Facebook API',
  'facebook.base': 'Facebook',
  hls_full_hd: 'HLS Full HD',
  odnoklassniki: 'Odnoklassniki',
  periscope: 'Periscope',
  srt: 'SRT',
  tvu: 'TVU',
  vkontakte: 'VKontakte',
  youtube: 'YouTube',
};

/** The readable name of a stream target switch (`facebook.api` -> Facebook API). */
export const targetLabel = (name: string) => LABELS[name] ?? name;
