import { TranslationSource as TranslationSource_d5908572e40930f61e2cc237b2ce5fea } from '@/components/admin/translation-source'
import { MoneyCell as MoneyCell_d63b0dad5c0c31e65018f13500fc4c83 } from '@/components/admin/money-field'
import { MoneyField as MoneyField_d63b0dad5c0c31e65018f13500fc4c83 } from '@/components/admin/money-field'
import { StockField as StockField_825d2933a0e1fe2df76c46e3a0491aa0 } from '@/components/admin/stock-fields'
import { StockAdjustmentField as StockAdjustmentField_825d2933a0e1fe2df76c46e3a0491aa0 } from '@/components/admin/stock-fields'
import { YesNoCell as YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4 } from '@/components/admin/yes-no-cell'
import { PublishButton as PublishButton_7e0c69f31587122169b7baf0da9d6fd9 } from '@/components/admin/publish-button'
import { CommercePickerField as CommercePickerField_648d876eed8d5ef2dd8b566fb90c573b } from '@/components/admin/commerce-picker/field'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ViewInShopButton as ViewInShopButton_62b573be66b8a8bfbd3a80d879bcbe67 } from '@/components/admin/view-in-shop-button'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ValueLabelCell as ValueLabelCell_c05661173da6cde3745dd1fc2ca59056 } from '@/components/admin/value-label'
import { ValueLabelField as ValueLabelField_c05661173da6cde3745dd1fc2ca59056 } from '@/components/admin/value-label'
import { OrderDocuments as OrderDocuments_afaf3d4f1cce2b305a0aab9214f9fb9a } from '@/components/admin/order-documents'
import { PhoneOrderLink as PhoneOrderLink_f8d80c466f442cbf7b0624202a450c08 } from '@/components/admin/phone-order-link'
import { PickingListLink as PickingListLink_030d40059787fc4044e3d3d6930995aa } from '@/components/admin/picking-list-link'
import { PhoneOrderView as PhoneOrderView_e1aef46bad7c7708ea850847c75f8eba } from '@/components/admin/phone-order/view'
import { SubscribersExportLink as SubscribersExportLink_47c847b079e8da976af9205f1dfb02ad } from '@/components/admin/subscribers-export-link'
import { ClosedDayOrders as ClosedDayOrders_5043e739fc1010e4379964d3df249101 } from '@/components/admin/closed-day-orders'
import { InitialsAvatar as InitialsAvatar_b3bec531c19b200669bdff4700c3ec04 } from '@/components/admin/initials-avatar'
import { SignInLink as SignInLink_456e97c5f2b8a8bedd21a31d82753d73 } from '@/components/admin/sign-in-link'
import { TranslationWorkLink as TranslationWorkLink_8991fa6fe820ef72279adfc936455e1e } from '@/components/admin/translation-work-link'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TranslationWorkView as TranslationWorkView_fcd4c953cb229051d57f5c329468b64a } from '@/components/admin/translation-work-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/translation-source#TranslationSource": TranslationSource_d5908572e40930f61e2cc237b2ce5fea,
  "@/components/admin/money-field#MoneyCell": MoneyCell_d63b0dad5c0c31e65018f13500fc4c83,
  "@/components/admin/money-field#MoneyField": MoneyField_d63b0dad5c0c31e65018f13500fc4c83,
  "@/components/admin/stock-fields#StockField": StockField_825d2933a0e1fe2df76c46e3a0491aa0,
  "@/components/admin/stock-fields#StockAdjustmentField": StockAdjustmentField_825d2933a0e1fe2df76c46e3a0491aa0,
  "@/components/admin/yes-no-cell#YesNoCell": YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4,
  "@/components/admin/publish-button#PublishButton": PublishButton_7e0c69f31587122169b7baf0da9d6fd9,
  "@/components/admin/commerce-picker/field#CommercePickerField": CommercePickerField_648d876eed8d5ef2dd8b566fb90c573b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/view-in-shop-button#ViewInShopButton": ViewInShopButton_62b573be66b8a8bfbd3a80d879bcbe67,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/value-label#ValueLabelCell": ValueLabelCell_c05661173da6cde3745dd1fc2ca59056,
  "@/components/admin/value-label#ValueLabelField": ValueLabelField_c05661173da6cde3745dd1fc2ca59056,
  "@/components/admin/order-documents#OrderDocuments": OrderDocuments_afaf3d4f1cce2b305a0aab9214f9fb9a,
  "@/components/admin/phone-order-link#PhoneOrderLink": PhoneOrderLink_f8d80c466f442cbf7b0624202a450c08,
  "@/components/admin/picking-list-link#PickingListLink": PickingListLink_030d40059787fc4044e3d3d6930995aa,
  "@/components/admin/phone-order/view#PhoneOrderView": PhoneOrderView_e1aef46bad7c7708ea850847c75f8eba,
  "@/components/admin/subscribers-export-link#SubscribersExportLink": SubscribersExportLink_47c847b079e8da976af9205f1dfb02ad,
  "@/components/admin/closed-day-orders#ClosedDayOrders": ClosedDayOrders_5043e739fc1010e4379964d3df249101,
  "@/components/admin/initials-avatar#InitialsAvatar": InitialsAvatar_b3bec531c19b200669bdff4700c3ec04,
  "@/components/admin/sign-in-link#SignInLink": SignInLink_456e97c5f2b8a8bedd21a31d82753d73,
  "@/components/admin/translation-work-link#TranslationWorkLink": TranslationWorkLink_8991fa6fe820ef72279adfc936455e1e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/translation-work-view#TranslationWorkView": TranslationWorkView_fcd4c953cb229051d57f5c329468b64a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
