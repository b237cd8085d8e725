/** The library's error texts (embed spec §8); host pages written for the anchor may compare them. */
export const RDL_NOT_SUPPORTED = 'This API is currently not supported for RDL reports';
export const EMBED_URL_NOT_SUPPORTED =
  'Embed URL is invalid for this scenario. Please use Power BI REST APIs to get the valid URL';
export const INVALID_EMBED_URL =
  'Invalid embed URL detected. Either URL hostname or protocol are invalid. Please use Power BI REST APIs to get the valid URL';
export const CANNOT_RESIZE_INACTIVE_PAGE = 'Cannot resize the page. Only the active page can be resized';
export const MOBILE_DESKTOP_SWITCH =
  'Switching between mobile and desktop layouts is not supported. Please reset the embed container and re-embed with required layout.';
export const GET_PAGES_NOT_SUPPORTED = 'Get pages is not supported while embedding a visual.';
export const SET_PAGE_NOT_SUPPORTED = 'Set page is not supported while embedding a visual.';
export const RENDER_NOT_SUPPORTED = 'render is not supported while embedding a visual.';
export const COMPONENT_NAME_RESERVED =
  'The component name is reserved. Cannot register a component with this name.';
export const COMPONENT_ALREADY_REGISTERED = 'A component with this type is already registered.';
export const INVALID_ROUTER_EVENT_URL = 'Invalid router event URL';
export const EMPTY_ACCESS_TOKEN = 'Access token cannot be empty';
