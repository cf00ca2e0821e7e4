export declare const reliabilitySections: readonly (readonly [title: string, file: string])[];
export declare const reliabilityFiles: string[];
