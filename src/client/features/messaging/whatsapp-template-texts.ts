/**
 * The template texts the salon submits to Meta for approval, one per message kind and language, each with
 * the six parameters {{1}}…{{6}} (name, date, time, treatments, price, private link) the outbox fills in;
 * the deposit request has seven (name, date, time, amount, reference, deadline, the link to the QR).
 * The same texts as docs/whatsapp-templates.md, shown in Settings → WhatsApp to copy from.
 */
import type { WhatsappTemplateKind } from '../../../domain/whatsapp.ts';

export const WHATSAPP_TEMPLATE_TEXTS: Readonly<
  Record<WhatsappTemplateKind, Readonly<Record<'en' | 'th' | 'ru' | 'zh', string>>>
> = {
  confirmation: {
    en: 'Hello {{1}}, your appointment at <salon> is booked for {{2}} at {{3}}: {{4}}, {{5}}. We are at <address>. To see, change or cancel it: {{6}}',
    th: 'สวัสดีค่ะ คุณ{{1}} การนัดหมายของคุณที่ <salon> คือวัน{{2}} เวลา {{3}} น.: {{4}} ราคา {{5}} ที่อยู่ร้าน <address> ดู เปลี่ยน หรือยกเลิกได้ที่: {{6}}',
    ru: 'Здравствуйте, {{1}}! Вы записаны в <salon> на {{2}} в {{3}}: {{4}}, {{5}}. Наш адрес: <address>. Посмотреть, изменить или отменить запись: {{6}}',
    zh: '{{1}}您好，您在 <salon> 的预约已确认：{{2}} {{3}}，{{4}}，{{5}}。地址：<address>。查看、更改或取消预约：{{6}}',
  },
  change: {
    en: 'Hello {{1}}, your appointment at <salon> has changed. It is now on {{2}} at {{3}}: {{4}}, {{5}}. To see, change or cancel it: {{6}}',
    th: 'สวัสดีค่ะ คุณ{{1}} การนัดหมายของคุณที่ <salon> มีการเปลี่ยนแปลง ตอนนี้เป็นวัน{{2}} เวลา {{3}} น.: {{4}} ราคา {{5}} ดู เปลี่ยน หรือยกเลิกได้ที่: {{6}}',
    ru: 'Здравствуйте, {{1}}! Ваша запись в <salon> изменена. Теперь она на {{2}} в {{3}}: {{4}}, {{5}}. Посмотреть, изменить или отменить: {{6}}',
    zh: '{{1}}您好，您在 <salon> 的预约已更改，现为：{{2}} {{3}}，{{4}}，{{5}}。查看、更改或取消预约：{{6}}',
  },
  cancellation: {
    en: 'Hello {{1}}, your appointment at <salon> on {{2}} at {{3}} ({{4}}, {{5}}) is cancelled. To book again: {{6}}',
    th: 'สวัสดีค่ะ คุณ{{1}} การนัดหมายของคุณที่ <salon> วัน{{2}} เวลา {{3}} น. ({{4}} ราคา {{5}}) ถูกยกเลิกแล้ว จองใหม่ได้ที่: {{6}}',
    ru: 'Здравствуйте, {{1}}! Ваша запись в <salon> на {{2}} в {{3}} ({{4}}, {{5}}) отменена. Записаться снова: {{6}}',
    zh: '{{1}}您好，您在 <salon> 于 {{2}} {{3}} 的预约（{{4}}，{{5}}）已取消。重新预约：{{6}}',
  },
  reminder: {
    en: 'Hello {{1}}, a reminder of your appointment at <salon> on {{2}} at {{3}}: {{4}}, {{5}}. We are at <address>. To change or cancel it: {{6}}',
    th: 'สวัสดีค่ะ คุณ{{1}} ขอเตือนการนัดหมายของคุณที่ <salon> วัน{{2}} เวลา {{3}} น.: {{4}} ราคา {{5}} ที่อยู่ร้าน <address> เปลี่ยนหรือยกเลิกได้ที่: {{6}}',
    ru: 'Здравствуйте, {{1}}! Напоминаем о вашей записи в <salon> на {{2}} в {{3}}: {{4}}, {{5}}. Наш адрес: <address>. Изменить или отменить: {{6}}',
    zh: '{{1}}您好，提醒您在 <salon> 的预约：{{2}} {{3}}，{{4}}，{{5}}。地址：<address>。更改或取消预约：{{6}}',
  },
  deposit: {
    en: 'Hello {{1}}, we are holding {{2}} at {{3}} for you at <salon>. To keep it, please pay a deposit of {{4}} by PromptPay before {{6}}, with the reference {{5}} in the note. The QR to pay: {{7}}',
    th: 'สวัสดีค่ะ คุณ{{1}} ทาง <salon> จองเวลาวัน{{2}} เวลา {{3}} น. ไว้ให้คุณแล้ว กรุณาชำระมัดจำ {{4}} ผ่านพร้อมเพย์ก่อน {{6}} โดยใส่รหัสอ้างอิง {{5}} ในบันทึกการโอน QR สำหรับชำระ: {{7}}',
    ru: 'Здравствуйте, {{1}}! Мы держим для вас {{2}} в {{3}} в <salon>. Чтобы сохранить запись, оплатите депозит {{4}} через PromptPay до {{6}}, указав в комментарии {{5}}. QR-код для оплаты: {{7}}',
    zh: '{{1}}您好，<salon> 已为您保留 {{2}} {{3}} 的时间。请在 {{6}} 前通过 PromptPay 支付定金 {{4}}，并在转账备注中填写参考号 {{5}}。付款二维码：{{7}}',
  },
};
