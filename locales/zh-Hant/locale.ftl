# 這個 locales/ 資料夾：繁體中文（台灣用語）。與 locales/en 的 id 相同。

# 它對自己的稱呼（/language 的選項按原樣顯示）。
locale-name = 繁體中文
# 它服務的 Discord 語言代碼，用空格分隔。
locale-discord = zh-TW
# 在設定中指稱它的其他詞，用 | 分隔。
locale-aliases = traditional chinese | 繁體中文 | 正體中文 | 繁体中文 | 繁體 | zh-hant | zh-hk | zh-mo
