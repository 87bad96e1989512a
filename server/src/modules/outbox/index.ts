/* The outbox module's public face: what other modules may use (decision 029). */
