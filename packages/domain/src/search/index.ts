// @app/domain/search: group-class search: filters and their address, state moves, keyword, history, feedback, tags, sections, requests, texts. All of it is in @app/domain too (README.md "Entries").
export * from './group-class-filters';
export * from './group-class-query';
export * from './remembered-levels';
export * from './filter-moves';
export * from './keyword';
export * from './text-length';
export * from './search-history';
export * from './feedback';
export * from './tag-dedupe';
export * from './search-page-sizes';
export * from './search-sections';
export * from './request-params';
export * from './search-requests';
export * from './recommendation-requests';
export * from './search-texts';
