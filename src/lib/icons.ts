/**
 * The icons the site may use, by name. Content files name an icon as a string; the schema
 * accepts only these names, so a typo fails the build instead of rendering nothing.
 * Icons render to inline SVG at build time (no icon JavaScript reaches the browser).
 */
import {
  ArrowDown, ArrowRight, Award, BadgeCheck, Bike, BookOpen, CalendarCheck, Camera, Car, CarFront, ChevronDown,
  CircleCheck, CircleGauge, CircleHelp, ClipboardCheck, ClipboardList, Clock, Cog, Cpu, Disc3, Droplets, Eye,
  FileSignature, FileText, FlaskConical, Fuel, Gauge, Hammer, Handshake, HeartHandshake, KeyRound, Layers, Leaf, Lightbulb,
  Mail, MapPin, Menu, MessageCircle, Navigation, Paintbrush, PaintBucket, Palette, Phone, Receipt, Banknote, Route, Ruler,
  ScanLine, ScanSearch, Settings, Shield, ShieldCheck, Siren, Smile, Sparkles, SprayCan, SquarePen, Star, Sun,
  Thermometer, ThumbsUp, Timer, TriangleAlert, Truck, Users, Wind, Wrench, X, Zap,
} from 'lucide-react';

export const icons = {
  'arrow-down': ArrowDown, 'arrow-right': ArrowRight, award: Award, 'badge-check': BadgeCheck, banknote: Banknote, bike: Bike,
  'book-open': BookOpen, 'calendar-check': CalendarCheck, camera: Camera, car: Car, 'car-front': CarFront,
  'chevron-down': ChevronDown, 'circle-check': CircleCheck, 'circle-gauge': CircleGauge, 'circle-help': CircleHelp,
  'clipboard-check': ClipboardCheck, 'clipboard-list': ClipboardList, clock: Clock, cog: Cog, cpu: Cpu,
  'disc-3': Disc3, droplets: Droplets, eye: Eye, 'file-signature': FileSignature, 'file-text': FileText,
  'flask-conical': FlaskConical, fuel: Fuel, gauge: Gauge, hammer: Hammer, handshake: Handshake,
  'heart-handshake': HeartHandshake, 'key-round': KeyRound, layers: Layers, leaf: Leaf, lightbulb: Lightbulb, mail: Mail,
  'map-pin': MapPin, menu: Menu, 'message-circle': MessageCircle, navigation: Navigation, paintbrush: Paintbrush,
  'paint-bucket': PaintBucket, palette: Palette, phone: Phone, receipt: Receipt, route: Route,
  ruler: Ruler, 'scan-line': ScanLine, 'scan-search': ScanSearch, settings: Settings, shield: Shield,
  'shield-check': ShieldCheck, siren: Siren, smile: Smile, sparkles: Sparkles, 'spray-can': SprayCan,
  'square-pen': SquarePen, star: Star, sun: Sun, thermometer: Thermometer, 'thumbs-up': ThumbsUp, timer: Timer,
  'triangle-alert': TriangleAlert, truck: Truck, users: Users, wind: Wind, wrench: Wrench, x: X, zap: Zap,
} as const;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
