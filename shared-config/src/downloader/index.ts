// Pure functions and types of the downloader area (SPEC §3, §5, §9). Add exports here.
export {};
