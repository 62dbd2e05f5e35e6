/** Marketing content pages (`/{locale}/learn/{language}`) and the blocks they share with the teacher search page. */
export const content = {
  loading: 'Loading the page…',
  faqTitle: 'Frequently asked questions',
  blogTitle: 'From our blog',
  blogMore: 'View more',
} as const;
