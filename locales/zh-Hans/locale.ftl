# 这个 locales/ 文件夹：简体中文。与 locales/en 的 id 相同。

# 它对自己的称呼（/language 的选项按原样显示）。
locale-name = 简体中文
# 它服务的 Discord 语言代码，用空格分隔。
locale-discord = zh-CN
# 在设置中指代它的其他词，用 | 分隔。
locale-aliases = chinese | simplified chinese | 中文 | 简体中文 | 简体 | 汉语 | zh-hans | zh-sg
