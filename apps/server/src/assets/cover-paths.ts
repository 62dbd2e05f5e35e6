/** Where the server's generated topic covers are served (routes/assets.ts): `/api/assets/covers/{topicId}.svg`. */
export const COVERS_PATH = '/api/assets/covers/';

/** The generated cover of a topic: what `intro_cover` holds until the teacher uploads one. */
export const generatedCoverUrl = (topicId: number): string => `${COVERS_PATH}${topicId}.svg`;
