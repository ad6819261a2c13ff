/**
 * Tools described only in Chinese or Japanese (round 10). An English query shares nothing but the
 * tool name with such a description, so at index build each catalogue word below found in a
 * description adds its English words to that description (SearchConfig.cjk.glossary). Written
 * from the CJK tool descriptions of corpus8.json and corpus9.json (howtocook, bazi, stock_sdk,
 * amap, humanagent, chatwork) only, before any query of held-out 10 was read.
 */

const LINES = `
股票 = stock shares
A 股, A股, 沪深 = china stock shares
港股 = hong kong stock
美股 = us stock
指数 = index
行情 = quote price market
最新价 = latest price
涨跌幅 = change percent gain
盘口 = order book bid ask
市值 = market cap capitalization
基金 = fund
净值 = net asset value nav
分时 = intraday minute
走势 = trend chart
K 线, K线 = candlestick candle kline ohlc chart
历史 = history historical
复权 = adjusted
成交量, 成交额 = volume turnover
换手率 = turnover rate
技术指标, 指标 = technical indicator
信号 = signal
金叉 = golden cross
死叉 = death cross
超买 = overbought
超卖 = oversold
筹码 = chip distribution holder cost
获利 = profit
行业 = industry sector
板块 = sector board
概念 = concept theme
成分股 = constituents components holdings
期货 = futures commodity
合约 = contract
资金流 = money flow capital
净流入 = net inflow
排名, 排序 = rank ranking sort
北向, 南向, 沪深港通 = northbound southbound stock connect
涨停 = limit up
跌停 = limit down
龙虎榜 = top movers dragon tiger list
收益率 = return yield performance
交易日 = trading day
假日 = holiday
盘前 = premarket
盘后 = after hours close
休市 = closed
实时 = realtime live
黄金 = gold
经纬度 = latitude longitude coordinates
坐标 = coordinates
地址 = address
转换 = convert
行政区划 = district administrative region
定位 = locate location geolocation
位置 = location position
城市 = city
天气 = weather forecast
详细信息, 详情 = details
骑行 = cycling bicycle bike ride
路径规划, 路线规划 = route directions planning
步行 = walking walk
驾车 = driving drive car
公交 = public transit bus
地铁 = subway metro
火车 = train
距离 = distance
测量 = measure
关键词 = keyword
周边 = nearby around
半径 = radius
名胜, 景区 = attraction scenic landmark
建筑物 = building
通勤 = commute
注册 = register signup
身份 = identity
余额 = balance
人民币 = yuan rmb money
赏金 = bounty reward
任务 = task job
雇佣 = hire
人类 = human person
服务者 = worker provider
技能 = skill
价格 = price rate
评价 = review rating feedback
评分 = rating score
统计 = statistics stats
对话 = conversation chat
消息 = message
发送 = send
发布 = publish post
完成 = complete finish
申请 = application apply
接受 = accept approve
帖子 = post thread
贴吧 = forum
评论 = comment reply
点赞 = like upvote
浏览 = browse
菜谱 = recipe
分类 = category
早餐 = breakfast
甜品 = dessert
饮品 = drink beverage
忌口 = dietary restriction avoid
过敏 = allergy allergen
人数 = people servings
推荐 = recommend suggest
膳食 = meal diet
购物清单 = shopping grocery list
菜品 = dish
食材 = ingredient
步骤 = steps instructions
吃什么 = eat
八字 = bazi birth chart fortune
公历 = gregorian solar date
农历 = lunar calendar
性别 = gender
黄历 = almanac calendar
自分 = my own
未読 = unread
未完了 = incomplete open
タスク = task todo
一覧 = list
コンタクト = contact
チャット = chat room
グループ = group
アイコン = icon
退席 = leave
削除 = delete remove
メンバー = member
一括 = bulk batch
メッセージ = message
投稿 = post send
既読 = read seen
追加 = add
完了 = complete done
ファイル = file
招待 = invite
リンク = link
承認 = approve accept
依頼 = request
拒否 = reject decline
`;

/** Each catalogue word with its English words, longest first so a phrase is tried first. */
const GLOSSARY: [string, string][] = LINES.trim().split("\n").flatMap((line) => {
  const [left, right] = line.split(" = ");
  return left.split(", ").map((w) => [w, right] as [string, string]);
}).sort((a, b) => b[0].length - a[0].length);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** English words for the glossary's catalogue words that `text` holds; "" for Latin text. */
export function glossOf(text: string): string {
  if (!CJK.test(text)) return "";
  const out = new Set<string>();
  for (const [word, english] of GLOSSARY) if (text.includes(word)) out.add(english);
  return [...out].join(" ");
}

/**
 * Written mostly in Chinese or Japanese: more CJK characters than Latin letters. Such
 * descriptions still carry Latin fragments (parameter names, "YYYYMMDD", "PE/PB").
 */
export function mostlyCjk(text: string): boolean {
  if (!CJK.test(text)) return false;
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  return cjk > (text.match(/[A-Za-z]/g)?.length ?? 0);
}
