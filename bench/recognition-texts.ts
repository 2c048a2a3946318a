/**
 * What the recognition bench's fresh set says: pools of sentences, chat lines, names, goods and
 * table contents, none of them in the committed accuracy sets (server/engines/ocr/accuracy/),
 * so the bench measures how the engines do on text they were never tuned against. The set
 * generator (recognition-set.ts) picks from them with its seed.
 */

export const CHINESE_SENTENCES = [
  '本周六上午九点在学校操场举行秋季运动会。',
  '请各部门在月底前提交年度工作总结。',
  '新版本修复了导出表格时日期格式错误的问题。',
  '会议室的投影仪已经维修完毕，可以正常使用。',
  '快递柜位于小区东门，取件码六位数字。',
  '公司将于下月起实行弹性工作时间制度。',
  '请勿将个人物品长时间放在公共区域。',
  '图书馆新到一批计算机和经济类图书。',
  '天气预报说明天有小雨，出门请带伞。',
  '本店所有商品支持七天无理由退换货。',
  '会员积分可以在下次购物时抵扣现金。',
  '停车场入口处新增了两个充电桩。',
  '食堂二楼本周推出了几道家常菜。',
  '系统将在今晚十一点进行例行维护。',
  '报销单据需要部门负责人签字确认。',
  '讲座结束后设有二十分钟的提问环节。',
  '乘客请从前门上车，后门下车。',
  '新员工入职培训为期三天。',
  '春节假期安排请以人事部通知为准。',
  '本产品适用于十二岁以上的儿童使用。',
  '办公楼每层都配备了灭火器和应急灯。',
  '阅览室内请保持安静，手机调至静音。',
  '施工期间给您带来的不便敬请谅解。',
  '请核对收货地址和联系电话是否正确。',
];

export const ENGLISH_SENTENCES = [
  'The meeting has been moved to Thursday afternoon.',
  'Please keep your receipt for warranty claims.',
  'Our office will be closed on public holidays.',
  'The library card can be renewed at the front desk.',
  'Fresh bread is delivered every morning at seven.',
  'All visitors must sign in at the reception.',
  'The parcel was shipped on 3 March and arrives soon.',
  'Remember to back up your files before updating.',
  'Tickets are valid for one journey on the same day.',
  'The museum offers free guided tours on Sundays.',
  'Payment is due within thirty days of the invoice date.',
  'Turn off the lights when you leave the room.',
  'This product contains nuts and may contain milk.',
  'Our support team answers within two working days.',
  'The new timetable starts on the first of April.',
  'Keep the door closed to save energy in winter.',
  'Students may borrow up to ten books at a time.',
  'Check the tyre pressure before a long drive.',
  'Water the plants twice a week during summer.',
  'The printer on the second floor is out of paper.',
];

/** Lines of a chat in two languages, as a phone's screenshot shows them. */
export const MIXED_CHAT_LINES = [
  '你好，请问这个 App 支持 Android 吗？',
  '支持的，Android 8.0 以上都可以安装。',
  '我的订单号是 TH20261205，什么时候发货？',
  '预计明天下午 3 点前发出，请留意短信。',
  '可以开 PDF 格式的电子发票吗？',
  '可以，付款后在订单页面点击 Invoice 即可。',
  'Wi-Fi 密码是多少？我连不上网络。',
  '密码在路由器背面，默认是 8 位数字。',
  '请把 Excel 文件发到我的邮箱 help@example.com',
  '收到了，文件大小只有 2.5 MB 左右。',
  '这款耳机有 Bluetooth 5.3 吗？',
  '有的，续航大约 30 小时，支持 USB-C 充电。',
  '会员价是 99 元一年，新用户首月免费。',
  'OK，我先试用一下 Pro 版本再决定。',
  '明天的 meeting 改到上午 10:30 了。',
  '好的，我把 PPT 再改一下发给你。',
];

export const CHAT_TITLES = ['在线客服', '项目群聊', '售后服务', '技术支持'];

/** Lines of a page a phone photographs: notes and minutes with dates and figures. */
export const PHOTO_LINES = [
  '培训记录：2026年12月3日上午十点',
  '地点：行政楼二层第三会议室',
  '一、本月新增注册用户 1,280 人。',
  '二、客服平均响应时间缩短到 45 秒。',
  '三、下月计划上线表格导出功能。',
  '四、预算执行率达到 92%，符合预期。',
  '五、请各组在周五前更新项目进度。',
  '备注：下次例会时间另行通知。',
  '值班安排：周一至周三由张伟负责。',
  '设备盘点共计 36 台，其中 2 台待修。',
  '采购清单：打印纸 20 箱，墨盒 12 个。',
  '访客登记请在前台填写姓名和手机号码。',
  '六、第四季度销售目标为 860 万元。',
  '七、新办公区将于 2027 年 1 月启用。',
  '请假超过 3 天需提前一周提交申请。',
  '年会节目报名截至 12 月 20 日。',
  '本周体检名单见附件，共 48 人。',
  '快递收发时间：工作日 9:00 至 17:30。',
  '数据备份每晚 23:00 自动执行一次。',
  '如遇紧急情况请拨打内线 8110。',
];

export const PROVINCES = ['广东', '浙江', '江苏', '山东', '湖北', '福建', '河南', '安徽'];
export const CITIES = ['深圳市', '杭州市', '南京市', '济南市', '武汉市', '厦门市', '郑州市', '合肥市', '宁波市', '苏州市'];
export const NAME_WORDS = ['新创', '恒远', '同舟', '嘉禾', '启明', '华信', '锦程', '云图', '博睿', '安顺', '鼎盛', '立信'];
export const TRADES = ['信息技术', '商贸', '物流', '文化传媒', '建材', '医疗器械', '食品', '电子科技'];

/** Goods an invoice lists: its name (with the tax category), a spec and a unit. */
export const GOODS: { name: string; spec: string; unit: string }[] = [
  { name: '*办公设备*激光打印机', spec: 'LJ-2606', unit: '台' },
  { name: '*纸制品*打印纸', spec: 'A4 80g', unit: '箱' },
  { name: '*计算机配套产品*移动硬盘', spec: '2TB', unit: '个' },
  { name: '*家具*办公椅', spec: 'KY-308', unit: '把' },
  { name: '*日用杂品*垃圾袋', spec: '60x80cm', unit: '包' },
  { name: '*电子元件*电源适配器', spec: '65W', unit: '个' },
  { name: '*食品*矿泉水', spec: '550ml', unit: '箱' },
  { name: '*劳保用品*防护手套', spec: 'L', unit: '双' },
  { name: '*照明装置*LED灯管', spec: 'T8 18W', unit: '支' },
  { name: '*信息技术服务*软件维护', spec: '', unit: '年' },
  { name: '*现代服务*会议服务', spec: '', unit: '次' },
  { name: '*文具*档案盒', spec: '55mm', unit: '个' },
];

export const TABLE_REGIONS = [
  ['华北', '北京', '天津'],
  ['华中', '武汉', '长沙'],
  ['西南', '成都', '重庆'],
  ['东北', '沈阳', '大连'],
];

export const TABLE_PRODUCTS = ['Notebook', '签字笔', 'Desk lamp', '文件夹', 'USB cable', '订书机', 'Whiteboard', '计算器'];
export const TABLE_PEOPLE = ['王强', '李娜', 'Emma Brown', '赵敏', 'Tom Lee', '孙浩'];
