/** Image upload rules, shared by the API (which decides) and the PWA (which warns early). */
export const UPLOAD_KINDS = ['portrait', 'background', 'logo', 'article', 'banner'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** 40 MP: any phone photo fits; a decompression bomb does not get decoded */
  maxPixels: 40_000_000,
  /** Minimum size after EXIF rotation; the long edge is scaled down to maxEdge */
  kinds: {
    portrait: { minWidth: 300, minHeight: 300, maxEdge: 1200, greyscale: true },
    background: { minWidth: 1200, minHeight: 600, maxEdge: 2400, greyscale: false },
    /** A company's logo (the owner's page, PUT /api/account/company) */
    logo: { minWidth: 64, minHeight: 64, maxEdge: 512, greyscale: false },
    /** An article's cover or a picture in its text (the editor): landscape, in colour */
    article: { minWidth: 800, minHeight: 450, maxEdge: 2000, greyscale: false },
    /** A banner (the banner manager's): wide enough for a phone's full width, in colour */
    banner: { minWidth: 600, minHeight: 100, maxEdge: 1600, greyscale: false },
  },
} as const;
