// The messages users see, apart from the schemas: a screen that only shows them loads no zod.
export const RECIPE_MESSAGES = {
  nameRequired: 'Recipe name is required',
  ingredientRequired: 'At least one ingredient is required',
  instructionRequired: 'At least one instruction is required',
  ingredientName: 'Each ingredient must have a name',
  priceMinimum: 'Purchasable recipes must have a price of at least $0.99',
  notFound: 'Recipe not found',
  userRequired: 'User ID is required to create a recipe',
  userNotFound: 'User not found',
  changedElsewhere: 'This recipe was changed elsewhere. Reload to see the latest version.',
  versionRequired: 'Send the version of the recipe you read',
  limitReached:
    'You have reached the free plan’s limit of 5 recipes. Upgrade to Pro for unlimited recipes.',
  maxImages: 'Maximum 5 images allowed',
  imageTooLarge: 'Image size must be less than 5MB',
  imageUnreadable: 'This image could not be read. Try another JPEG, PNG or WebP file.',
  imageTooManyPixels: 'This image is too large: at most 40 megapixels',
  invalidImageType: (type: string) =>
    `Invalid file type: ${type}. Only JPEG, PNG and WebP images are allowed.`,
} as const;
