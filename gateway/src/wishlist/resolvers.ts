import type { Resolvers } from "../generated/graphql.js"

/** Thin: read the arguments, ask the wishlist service. */
export const wishlistResolvers: Resolvers = {
  Customer: {
    wishlist: (_, { regionId }, { wishlist, caller }) => wishlist.wishlist(caller, regionId),
  },
  Mutation: {
    addToWishlist: (_, { variantId, regionId }, { wishlist, caller }) => wishlist.add(caller, variantId, regionId),
    removeFromWishlist: (_, { variantId, regionId }, { wishlist, caller }) =>
      wishlist.remove(caller, variantId, regionId),
    moveWishlistItemToCart: (_, args, { wishlist, caller }) => wishlist.moveToCart(caller, args),
  },
  WishlistItem: {
    product: (item, _, { wishlist, caller, language }) => wishlist.product(caller, item, language),
    variant: (item, _, { wishlist, caller, language }) => wishlist.variant(caller, item, language),
  },
}
