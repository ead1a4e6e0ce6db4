export declare const cameraPhoto: (seed?: number) => Promise<Buffer>;
export declare const carPhoto: (seed?: number) => Promise<Buffer>;
export declare const largePng: () => Promise<Buffer>;
export declare const smallJpeg: () => Promise<Buffer>;
export declare const exifHasGps: (exif: Buffer | undefined) => boolean;
export declare const detailedPhoto: (seed?: number) => Promise<Buffer>;
export declare const noisyPhoto: (seed?: number) => Promise<Buffer>;
