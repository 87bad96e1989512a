/* The home module's public face: what other modules may use (decision 029). */
