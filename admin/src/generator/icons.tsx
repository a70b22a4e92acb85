import AccountBalance from "@mui/icons-material/AccountBalance"
import AccountTree from "@mui/icons-material/AccountTree"
import AdminPanelSettings from "@mui/icons-material/AdminPanelSettings"
import AssignmentReturn from "@mui/icons-material/AssignmentReturn"
import Autorenew from "@mui/icons-material/Autorenew"
import BookmarkAdded from "@mui/icons-material/BookmarkAdded"
import Calculate from "@mui/icons-material/Calculate"
import Campaign from "@mui/icons-material/Campaign"
import CardGiftcard from "@mui/icons-material/CardGiftcard"
import Category from "@mui/icons-material/Category"
import CollectionsBookmark from "@mui/icons-material/CollectionsBookmark"
import CurrencyExchange from "@mui/icons-material/CurrencyExchange"
import Discount from "@mui/icons-material/Discount"
import EditNote from "@mui/icons-material/EditNote"
import Extension from "@mui/icons-material/Extension"
import Groups from "@mui/icons-material/Groups"
import Handshake from "@mui/icons-material/Handshake"
import ManageSearch from "@mui/icons-material/ManageSearch"
import SearchOff from "@mui/icons-material/SearchOff"
import HowToReg from "@mui/icons-material/HowToReg"
import Hub from "@mui/icons-material/Hub"
import Inventory from "@mui/icons-material/Inventory"
import Inventory2 from "@mui/icons-material/Inventory2"
import Key from "@mui/icons-material/Key"
import KeyboardReturn from "@mui/icons-material/KeyboardReturn"
import Label from "@mui/icons-material/Label"
import ListIcon from "@mui/icons-material/List"
import LocalOffer from "@mui/icons-material/LocalOffer"
import LocalShipping from "@mui/icons-material/LocalShipping"
import MoneyOff from "@mui/icons-material/MoneyOff"
import NoteAdd from "@mui/icons-material/NoteAdd"
import Notifications from "@mui/icons-material/Notifications"
import Payments from "@mui/icons-material/Payments"
import People from "@mui/icons-material/People"
import Percent from "@mui/icons-material/Percent"
import PersonAdd from "@mui/icons-material/PersonAdd"
import PointOfSale from "@mui/icons-material/PointOfSale"
import PriceChange from "@mui/icons-material/PriceChange"
import Public from "@mui/icons-material/Public"
import ReportProblem from "@mui/icons-material/ReportProblem"
import RequestQuote from "@mui/icons-material/RequestQuote"
import Rule from "@mui/icons-material/Rule"
import Settings from "@mui/icons-material/Settings"
import ShoppingCart from "@mui/icons-material/ShoppingCart"
import Store from "@mui/icons-material/Store"
import Storefront from "@mui/icons-material/Storefront"
import Style from "@mui/icons-material/Style"
import SwapHoriz from "@mui/icons-material/SwapHoriz"
import Tune from "@mui/icons-material/Tune"
import UploadFile from "@mui/icons-material/UploadFile"
import Warehouse from "@mui/icons-material/Warehouse"
import type { ComponentType } from "react"

/** The Material icons definitions may name (schema/admin `icon`); others fall back to a list icon. */
const icons: Record<string, ComponentType> = {
  AccountBalance,
  AccountTree,
  AdminPanelSettings,
  AssignmentReturn,
  Autorenew,
  BookmarkAdded,
  Calculate,
  Campaign,
  CardGiftcard,
  Category,
  CollectionsBookmark,
  CurrencyExchange,
  Discount,
  EditNote,
  Extension,
  Groups,
  Handshake,
  HowToReg,
  ManageSearch,
  SearchOff,
  Hub,
  Inventory,
  Inventory2,
  Key,
  KeyboardReturn,
  Label,
  LocalOffer,
  LocalShipping,
  MoneyOff,
  NoteAdd,
  Notifications,
  Payments,
  People,
  Percent,
  PersonAdd,
  PointOfSale,
  PriceChange,
  Public,
  ReportProblem,
  RequestQuote,
  Rule,
  Settings,
  ShoppingCart,
  Store,
  Storefront,
  Style,
  SwapHoriz,
  Tune,
  UploadFile,
  Warehouse,
}

export const iconFor = (name: string | undefined): ComponentType => (name && icons[name]) || ListIcon
