/* The home module's public face: no other module uses anything of it (decision 029). */
export {};
