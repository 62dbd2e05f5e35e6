import { defineRawEndpoint } from '../contract/raw-endpoint';
import { SvgAssetParamSchema } from '../schemas/assets';

// The server draws these images itself, so no page depends on an outside host. A name that is not
// the shape the summary gives is an InvalidRequest naming `name` (or `topicId`), by the server's
// drawing code, which owns the shape.

export const getAvatarSvg = defineRawEndpoint({
  method: 'GET',
  path: '/assets/avatars/:file',
  access: 'public',
  summary:
    'An SVG avatar, `{name}.svg`: the initials of `name` on a colour derived from it (`name` dash-separated lower-case words and digits, at most 64 characters); cached for a year, ETag.',
  params: SvgAssetParamSchema,
  rawResponse: 'image/svg+xml',
});

export const getPosterSvg = defineRawEndpoint({
  method: 'GET',
  path: '/assets/posters/:file',
  access: 'public',
  summary: "A 16:9 SVG still for a teacher's introduction video, `{name}.svg` (the name as an avatar's); cached for a year, ETag.",
  params: SvgAssetParamSchema,
  rawResponse: 'image/svg+xml',
});

export const getCoverSvg = defineRawEndpoint({
  method: 'GET',
  path: '/assets/covers/:file',
  access: 'public',
  errors: ['NotFound'],
  summary: 'An SVG topic cover drawn from the topic, `{topicId}.svg` (a positive integer without leading zeros); cached for a day, ETag.',
  params: SvgAssetParamSchema,
  rawResponse: 'image/svg+xml',
});
