import * as migration_20261122_031412_initial from './20261122_031412_initial';
import * as migration_20261122_034753_catalog from './20261122_034753_catalog';
import * as migration_20261122_034800_product_search from './20261122_034800_product_search';
import * as migration_20261122_041659_shop_settings from './20261122_041659_shop_settings';
import * as migration_20261122_042917_redirects from './20261122_042917_redirects';
import * as migration_20261122_044047_newsletter from './20261122_044047_newsletter';
import * as migration_20261122_050515_reviews from './20261122_050515_reviews';
import * as migration_20261122_062328_carts_customers_delivery_calendar from './20261122_062328_carts_customers_delivery_calendar';
import * as migration_20261122_063645_gift_tiers from './20261122_063645_gift_tiers';
import * as migration_20261122_064759_vat_rates from './20261122_064759_vat_rates';
import * as migration_20261122_071846_addresses from './20261122_071846_addresses';
import * as migration_20261123_190905_newsletter_double_opt_in from './20261123_190905_newsletter_double_opt_in';
import * as migration_20261123_190949_sign_in_hardening from './20261123_190949_sign_in_hardening';
import * as migration_20261123_191635_cart_merge_notice from './20261123_191635_cart_merge_notice';
import * as migration_20261123_194239_review_per_customer from './20261123_194239_review_per_customer';
import * as migration_20261123_222201_product_weight_step from './20261123_222201_product_weight_step';
import * as migration_20261123_224255_shipping_and_bank_transfer from './20261123_224255_shipping_and_bank_transfer';
import * as migration_20261123_225124_orders from './20261123_225124_orders';
import * as migration_20261125_015950_customer_fax from './20261125_015950_customer_fax';
import * as migration_20261125_020820_time_window from './20261125_020820_time_window';
import * as migration_20261125_043245_content_blocks from './20261125_043245_content_blocks';
import * as migration_20261125_043253_page_layout_replaces_content from './20261125_043253_page_layout_replaces_content';
import * as migration_20261125_044422_media_sizes_and_category_tiles from './20261125_044422_media_sizes_and_category_tiles';
import * as migration_20261125_045445_translation_status_and_product_autosave from './20261125_045445_translation_status_and_product_autosave';
import * as migration_20261125_052317_online_payments from './20261125_052317_online_payments';
import * as migration_20261125_052538_discounts from './20261125_052538_discounts';
import * as migration_20261125_052544_invoices from './20261125_052544_invoices';
import * as migration_20261125_052616_gift_vouchers from './20261125_052616_gift_vouchers';
import * as migration_20261125_073109_media_storage_prefix from './20261125_073109_media_storage_prefix';
import * as migration_20261125_101635_common_searches from './20261125_101635_common_searches';
import * as migration_20261128_071018_nop_order_records from './20261128_071018_nop_order_records';
import * as migration_20261128_075818_orders_of_vouchers_only from './20261128_075818_orders_of_vouchers_only';
import * as migration_20261128_101741_country_delivery_days from './20261128_101741_country_delivery_days';
import * as migration_20261128_102143_mail_outbox from './20261128_102143_mail_outbox';
import * as migration_20261128_102401_sign_in_links from './20261128_102401_sign_in_links';
import * as migration_20261128_102518_credit_note_sequences from './20261128_102518_credit_note_sequences';
import * as migration_20261128_103552_same_day_pickup_call from './20261128_103552_same_day_pickup_call';
import * as migration_20261201_211600_gift_tiers_stash from './20261201_211600_gift_tiers_stash';
import * as migration_20261201_211649_customer_details_fax from './20261201_211649_customer_details_fax';
import * as migration_20261201_212712_calendar_versions_short_names from './20261201_212712_calendar_versions_short_names';
import * as migration_20261201_213000_gift_tiers_from_stash from './20261201_213000_gift_tiers_from_stash';
import * as migration_20261201_213732_navigation_header_menu from './20261201_213732_navigation_header_menu';
import * as migration_20261202_005214_shop_town_per_language from './20261202_005214_shop_town_per_language';
import * as migration_20261202_005520_translation_sources_per_field from './20261202_005520_translation_sources_per_field';
import * as migration_20261202_005624_day_capacity_kilos from './20261202_005624_day_capacity_kilos';
import * as migration_20261202_013843_block_links_to_pages from './20261202_013843_block_links_to_pages';

export const migrations = [
  {
    up: migration_20261122_031412_initial.up,
    down: migration_20261122_031412_initial.down,
    name: '20261122_031412_initial',
  },
  {
    up: migration_20261122_034753_catalog.up,
    down: migration_20261122_034753_catalog.down,
    name: '20261122_034753_catalog',
  },
  {
    up: migration_20261122_034800_product_search.up,
    down: migration_20261122_034800_product_search.down,
    name: '20261122_034800_product_search',
  },
  {
    up: migration_20261122_041659_shop_settings.up,
    down: migration_20261122_041659_shop_settings.down,
    name: '20261122_041659_shop_settings',
  },
  {
    up: migration_20261122_042917_redirects.up,
    down: migration_20261122_042917_redirects.down,
    name: '20261122_042917_redirects',
  },
  {
    up: migration_20261122_044047_newsletter.up,
    down: migration_20261122_044047_newsletter.down,
    name: '20261122_044047_newsletter',
  },
  {
    up: migration_20261122_050515_reviews.up,
    down: migration_20261122_050515_reviews.down,
    name: '20261122_050515_reviews',
  },
  {
    up: migration_20261122_062328_carts_customers_delivery_calendar.up,
    down: migration_20261122_062328_carts_customers_delivery_calendar.down,
    name: '20261122_062328_carts_customers_delivery_calendar',
  },
  {
    up: migration_20261122_063645_gift_tiers.up,
    down: migration_20261122_063645_gift_tiers.down,
    name: '20261122_063645_gift_tiers',
  },
  {
    up: migration_20261122_064759_vat_rates.up,
    down: migration_20261122_064759_vat_rates.down,
    name: '20261122_064759_vat_rates',
  },
  {
    up: migration_20261122_071846_addresses.up,
    down: migration_20261122_071846_addresses.down,
    name: '20261122_071846_addresses',
  },
  {
    up: migration_20261123_190905_newsletter_double_opt_in.up,
    down: migration_20261123_190905_newsletter_double_opt_in.down,
    name: '20261123_190905_newsletter_double_opt_in',
  },
  {
    up: migration_20261123_190949_sign_in_hardening.up,
    down: migration_20261123_190949_sign_in_hardening.down,
    name: '20261123_190949_sign_in_hardening',
  },
  {
    up: migration_20261123_191635_cart_merge_notice.up,
    down: migration_20261123_191635_cart_merge_notice.down,
    name: '20261123_191635_cart_merge_notice',
  },
  {
    up: migration_20261123_194239_review_per_customer.up,
    down: migration_20261123_194239_review_per_customer.down,
    name: '20261123_194239_review_per_customer',
  },
  {
    up: migration_20261123_222201_product_weight_step.up,
    down: migration_20261123_222201_product_weight_step.down,
    name: '20261123_222201_product_weight_step',
  },
  {
    up: migration_20261123_224255_shipping_and_bank_transfer.up,
    down: migration_20261123_224255_shipping_and_bank_transfer.down,
    name: '20261123_224255_shipping_and_bank_transfer',
  },
  {
    up: migration_20261123_225124_orders.up,
    down: migration_20261123_225124_orders.down,
    name: '20261123_225124_orders',
  },
  {
    up: migration_20261125_015950_customer_fax.up,
    down: migration_20261125_015950_customer_fax.down,
    name: '20261125_015950_customer_fax',
  },
  {
    up: migration_20261125_020820_time_window.up,
    down: migration_20261125_020820_time_window.down,
    name: '20261125_020820_time_window',
  },
  {
    up: migration_20261125_043245_content_blocks.up,
    down: migration_20261125_043245_content_blocks.down,
    name: '20261125_043245_content_blocks',
  },
  {
    up: migration_20261125_043253_page_layout_replaces_content.up,
    down: migration_20261125_043253_page_layout_replaces_content.down,
    name: '20261125_043253_page_layout_replaces_content',
  },
  {
    up: migration_20261125_044422_media_sizes_and_category_tiles.up,
    down: migration_20261125_044422_media_sizes_and_category_tiles.down,
    name: '20261125_044422_media_sizes_and_category_tiles',
  },
  {
    up: migration_20261125_045445_translation_status_and_product_autosave.up,
    down: migration_20261125_045445_translation_status_and_product_autosave.down,
    name: '20261125_045445_translation_status_and_product_autosave',
  },
  {
    up: migration_20261125_052317_online_payments.up,
    down: migration_20261125_052317_online_payments.down,
    name: '20261125_052317_online_payments',
  },
  {
    up: migration_20261125_052538_discounts.up,
    down: migration_20261125_052538_discounts.down,
    name: '20261125_052538_discounts',
  },
  {
    up: migration_20261125_052544_invoices.up,
    down: migration_20261125_052544_invoices.down,
    name: '20261125_052544_invoices',
  },
  {
    up: migration_20261125_052616_gift_vouchers.up,
    down: migration_20261125_052616_gift_vouchers.down,
    name: '20261125_052616_gift_vouchers',
  },
  {
    up: migration_20261125_073109_media_storage_prefix.up,
    down: migration_20261125_073109_media_storage_prefix.down,
    name: '20261125_073109_media_storage_prefix',
  },
  {
    up: migration_20261125_101635_common_searches.up,
    down: migration_20261125_101635_common_searches.down,
    name: '20261125_101635_common_searches',
  },
  {
    up: migration_20261128_071018_nop_order_records.up,
    down: migration_20261128_071018_nop_order_records.down,
    name: '20261128_071018_nop_order_records',
  },
  {
    up: migration_20261128_075818_orders_of_vouchers_only.up,
    down: migration_20261128_075818_orders_of_vouchers_only.down,
    name: '20261128_075818_orders_of_vouchers_only',
  },
  {
    up: migration_20261128_101741_country_delivery_days.up,
    down: migration_20261128_101741_country_delivery_days.down,
    name: '20261128_101741_country_delivery_days',
  },
  {
    up: migration_20261128_102143_mail_outbox.up,
    down: migration_20261128_102143_mail_outbox.down,
    name: '20261128_102143_mail_outbox',
  },
  {
    up: migration_20261128_102401_sign_in_links.up,
    down: migration_20261128_102401_sign_in_links.down,
    name: '20261128_102401_sign_in_links',
  },
  {
    up: migration_20261128_102518_credit_note_sequences.up,
    down: migration_20261128_102518_credit_note_sequences.down,
    name: '20261128_102518_credit_note_sequences',
  },
  {
    up: migration_20261128_103552_same_day_pickup_call.up,
    down: migration_20261128_103552_same_day_pickup_call.down,
    name: '20261128_103552_same_day_pickup_call',
  },
  {
    up: migration_20261201_211600_gift_tiers_stash.up,
    down: migration_20261201_211600_gift_tiers_stash.down,
    name: '20261201_211600_gift_tiers_stash',
  },
  {
    up: migration_20261201_211649_customer_details_fax.up,
    down: migration_20261201_211649_customer_details_fax.down,
    name: '20261201_211649_customer_details_fax',
  },
  {
    up: migration_20261201_212712_calendar_versions_short_names.up,
    down: migration_20261201_212712_calendar_versions_short_names.down,
    name: '20261201_212712_calendar_versions_short_names',
  },
  {
    up: migration_20261201_213000_gift_tiers_from_stash.up,
    down: migration_20261201_213000_gift_tiers_from_stash.down,
    name: '20261201_213000_gift_tiers_from_stash',
  },
  {
    up: migration_20261201_213732_navigation_header_menu.up,
    down: migration_20261201_213732_navigation_header_menu.down,
    name: '20261201_213732_navigation_header_menu',
  },
  {
    up: migration_20261202_005214_shop_town_per_language.up,
    down: migration_20261202_005214_shop_town_per_language.down,
    name: '20261202_005214_shop_town_per_language',
  },
  {
    up: migration_20261202_005520_translation_sources_per_field.up,
    down: migration_20261202_005520_translation_sources_per_field.down,
    name: '20261202_005520_translation_sources_per_field',
  },
  {
    up: migration_20261202_005624_day_capacity_kilos.up,
    down: migration_20261202_005624_day_capacity_kilos.down,
    name: '20261202_005624_day_capacity_kilos',
  },
  {
    up: migration_20261202_013843_block_links_to_pages.up,
    down: migration_20261202_013843_block_links_to_pages.down,
    name: '20261202_013843_block_links_to_pages'
  },
];
