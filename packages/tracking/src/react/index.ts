export { type ChatLink, useChatLink } from "#react/use-chat-link.ts";
export { useTrack } from "#react/use-track.ts";
