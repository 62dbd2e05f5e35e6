/** 000 §3 "communication_tools.zoom": the video-conference tool every class takes place on. */
export const COMMUNICATION_TOOL_NAME = 'Zoom';
