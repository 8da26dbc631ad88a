// Pure functions and types of the preview area (SPEC §4, §5, §9). Add exports here.
export {};
